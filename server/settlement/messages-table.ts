// The table of the server's own messages in settlements/README.md (key, English text), generated
// from server/claimant-messages.ts so administrators translating a package see every key.
// `npm run settlement:schema` rewrites it between its markers; a test fails when it is stale.
import { claimantMessages } from '../claimant-messages';

const startMarker = '<!-- server messages: generated from server/claimant-messages.ts by npm run settlement:schema -->';
const endMarker = '<!-- end of server messages -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** One row per message: its copy key and its English text. */
function messagesTable(): string {
  const rows = Object.values(claimantMessages).map(({ key, englishText }) => `| \`${key}\` | ${cell(englishText)} |`);
  return ['| copy key | English text |', '|---|---|', ...rows].join('\n');
}

/** The README's text with the table written between its markers. */
export function withMessagesTable(readme: string): string {
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error("settlements/README.md has lost the markers around the server messages' table");
  return `${readme.slice(0, start + startMarker.length)}\n${messagesTable()}\n${readme.slice(end)}`;
}
