const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute value in double quotes (and for element content). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => replacements[character] ?? character);
}

/** Attributes as they follow a tag name: ` name="value"`, a presence one (`""`) as ` name`. */
export function attributesHtml(attributes: readonly (readonly [string, string])[]): string {
  return attributes
    .map(([name, text]) => (text === '' ? ` ${name}` : ` ${name}="${escapeHtml(text)}"`))
    .join('');
}
