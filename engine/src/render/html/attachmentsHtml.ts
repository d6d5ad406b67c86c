import type { RenderedAttachment, RenderLocale } from '../types.ts';
import { uiText } from '../uiText.ts';
import { escapeHtml } from './escapeHtml.ts';
import { kvList } from './groupHtml.ts';
import { ValuePicker } from './ValuePicker.ts';
import { kvHtml } from './valueHtml.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Supporting documents (BG-24). An embedded file of an inert type (linkTypeOf) is a data: link with a
 * download attribute, so it is saved or shown by the browser's own viewer and nothing runs in this page;
 * any other embedded content is shown as inert base64 text. External locations (BT-124) stay plain text.
 */
export function attachmentsHtml(attachments: readonly RenderedAttachment[], locale: RenderLocale): string {
  if (!attachments.length) return '';
  const items = attachments.map((a) => {
    const pick = new ValuePicker(a.values);
    const object = pick.one('BT-125');
    let file = '';
    if (object) {
      const content = object.value.replace(/\s/g, '');
      if (a.linkType && BASE64.test(content)) {
        const name = a.fileName ? ` download="${escapeHtml(a.fileName)}"` : ' download';
        const href = `data:${escapeHtml(a.linkType)};base64,${content}`;
        file = `${kvHtml(object, locale)}<a class="file" href="${href}"${name}>⤓ ${escapeHtml(uiText('download', locale))}${a.fileName ? ` ${escapeHtml(a.fileName)}` : ''}</a>`;
      } else {
        file = `${kvHtml(object, locale)}<details class="raw"><summary>${escapeHtml(uiText('notLinked', locale))}</summary><pre>${escapeHtml(object.value)}</pre></details>`;
      }
    }
    return `<div class="attachment">${kvList(pick.rest(), locale)}${file}</div>`;
  });
  return `<section class="block"><h2>${escapeHtml(uiText('attachments', locale))} <span class="bt">BG-24</span></h2>${items.join('')}</section>`;
}
