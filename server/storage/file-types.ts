// The document types a claim may carry. A file is accepted only when its extension is on the
// list, the type the browser declared fits that extension, and its first bytes look like that
// kind of file, so a renamed executable is refused even with a .pdf name.

/** One accepted kind of document. */
interface FileKind {
  /** The media type stored with the file. */
  contentType: string;
  /** Types browsers declare for it ('' and octet-stream are always tolerated: HEIC often comes that way). */
  declared: readonly string[];
  /** True when the first bytes of the file match this kind. */
  sniff(head: Buffer): boolean;
}

const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);
const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zip = [0x50, 0x4b, 0x03, 0x04];
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const pdf: FileKind = {
  contentType: 'application/pdf',
  declared: ['application/pdf', 'application/x-pdf'],
  // The PDF header may follow a little junk; readers accept it within the first 1024 bytes.
  sniff: (head) => head.subarray(0, 1024).includes('%PDF-'),
};
const jpeg: FileKind = {
  contentType: 'image/jpeg',
  declared: ['image/jpeg', 'image/pjpeg'],
  sniff: (h) => startsWith(h, [0xff, 0xd8, 0xff]),
};

const kinds: Record<string, FileKind> = {
  pdf,
  jpg: jpeg,
  jpeg,
  png: { contentType: 'image/png', declared: ['image/png'], sniff: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  heic: {
    contentType: 'image/heic',
    declared: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    sniff: (h) => h.subarray(4, 8).toString('latin1') === 'ftyp' && heifBrands.has(h.subarray(8, 12).toString('latin1')),
  },
  doc: { contentType: 'application/msword', declared: ['application/msword'], sniff: (h) => startsWith(h, ole) },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
    sniff: (h) => startsWith(h, zip),
  },
  txt: {
    contentType: 'text/plain',
    declared: ['text/plain'],
    // Text has no signature; refuse anything with NUL bytes, which text never contains.
    sniff: (h) => !h.subarray(0, 1024).includes(0),
  },
};

/** Bytes of a file's start that the sniffers look at. */
export const SNIFF_BYTES = 1024;

/** The lower-cased extension of a file name ('' when none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Checks name and declared type before the bytes arrive; returns the kind or a reason. */
export function kindForUpload(name: string, declaredType: string): { ok: true; kind: FileKind; extension: string } | { ok: false } {
  const extension = extensionOf(name);
  const kind = Object.hasOwn(kinds, extension) ? kinds[extension] : undefined;
  if (!kind) return { ok: false };
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (declared !== '' && declared !== 'application/octet-stream' && !kind.declared.includes(declared)) return { ok: false };
  return { ok: true, kind, extension };
}
