import type { XmlIndex } from '../patch/indexXml.ts';
import type { Patch } from '../patch/Patch.ts';
import { findElement, stepName } from '../xml/elementPath.ts';

/**
 * Where a change wrote and what stood there before, read from its first edit on the document it was made to:
 * the element whose text was set or that was removed (its text before), the attribute set (its value before,
 * null when it was absent), or the element inserted under its parent, counted after its namesakes there (null:
 * nothing stood there).
 */
export function changeTarget(
  index: XmlIndex,
  patches: readonly Patch[],
): { xpath: string; before: string | null } {
  const patch = patches[0];
  if (!patch) return { xpath: '', before: null };
  const { tree } = index;
  const node = findElement(tree, patch.xpath);
  switch (patch.op) {
    case 'set_text':
    case 'remove_node':
      return { xpath: patch.xpath, before: node < 0 ? null : tree.stringValue(node).trim() };
    case 'set_attr': {
      const attr = node < 0 ? -1 : tree.attributeByQName(node, patch.name);
      return { xpath: `${patch.xpath}/@${patch.name}`, before: attr < 0 ? null : (tree.value[attr] ?? null) };
    }
    case 'insert_tree': {
      const name = 'tree' in patch ? patch.tree.name : patch.name;
      // Its position once inserted, as findings count it: after the parent's elements of the same name.
      const same = node < 0 ? 0 : tree.elementChildren(node).filter((c) => stepName(tree, c) === name).length;
      return { xpath: `${patch.xpath}/${name}[${same + 1}]`, before: null };
    }
  }
}
