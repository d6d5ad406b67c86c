import type { BuiltManifest } from '@einvoice/engine/manifest';
import { useEffect, useState } from 'react';

let manifest: Promise<BuiltManifest | null> | null = null;

// One fetch per page: the footer's rule currency and the rule settings read the same registry data.
function loadManifest(): Promise<BuiltManifest | null> {
  manifest ??= fetch(new URL('rulesets/manifest.json', document.baseURI))
    .then((r) => (r.ok ? (r.json() as Promise<BuiltManifest>) : null))
    // Without the manifest the engine's own status line says the rule sets could not be loaded.
    .catch(() => null);
  return manifest;
}

/** The rules build's manifest beside the page (the release registry as built); null until read or if missing. */
export function useReleaseManifest(): BuiltManifest | null {
  const [value, setValue] = useState<BuiltManifest | null>(null);
  useEffect(() => {
    let live = true;
    void loadManifest().then((m) => live && setValue(m));
    return () => {
      live = false;
    };
  }, []);
  return value;
}
