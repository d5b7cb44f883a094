// A PDF drawn on the claim's page by pdf.js: each page painted into a canvas, and its text offered
// beside it for a screen reader. The claim page loads this module only when it shows a PDF, so
// pdf.js stays out of the desk's first load (and out of the claimant's app altogether).
//
// Nothing in the document runs. pdf.js's plain API never runs a document's JavaScript (that is
// its separate scripting sandbox, which the desk never loads); it is told not to compile fonts
// with `new Function` (isEvalSupported) nor to build XFA forms as HTML (enableXfa); and nothing
// but the canvases is put on the page: no annotation or text layer, so no link in the document
// can navigate. Parsing happens in pdf.js's worker, off the page's thread.
import { useEffect, useRef, useState } from 'react';
import { getDocument, GlobalWorkerOptions, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { FeedbackMessage } from '@ui/feedback-message';
import { SpinnerGraphic } from '@ui/spinner';
import { documentBytes, DeskCallError } from './api';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at most: a claimant's upload may have thousands, each a canvas of megabytes. The
 *  rest is a click away in a tab of its own. */
const PAGES_SHOWN = 20;
/** How wide a page is drawn, in CSS pixels, before the screen's pixel ratio. */
const PAGE_WIDTH = 800;
/** Most pixels one page's canvas may hold (a page with an absurd size is drawn smaller). */
const MAX_CANVAS_PIXELS = 16_000_000;

type Shown =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly pdf: PDFDocumentProxy; readonly texts: readonly string[] };

/** Why a document could not be shown, in words for the person reviewing it. */
function failure(error: unknown): string {
  if (error instanceof DeskCallError) return error.message;
  if (error instanceof Error && error.name === 'PasswordException')
    return 'This PDF is locked with a password, so it cannot be shown here. Open it in a new tab to enter the password.';
  return 'This PDF could not be read, so it cannot be shown here: it may be damaged, or not a PDF. Open it in a new tab to try the browser’s own viewer.';
}

/** One page's text, line by line as pdf.js finds it. */
async function pageText(pdf: PDFDocumentProxy, number: number): Promise<string> {
  const content = await (await pdf.getPage(number)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .trim();
}

/** One page, painted into a canvas sized to the column (and to the screen's pixel density). */
function PdfPage({ pdf, number }: { pdf: PDFDocumentProxy; number: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancel = () => {};
    let gone = false;
    pdf
      .getPage(number)
      .then((page) => {
        const target = canvas.current;
        if (gone || !target) return;
        const natural = page.getViewport({ scale: 1 });
        const wanted = (PAGE_WIDTH / natural.width) * (window.devicePixelRatio || 1);
        const fits = Math.sqrt(MAX_CANVAS_PIXELS / (natural.width * natural.height));
        const scale = Math.min(wanted, fits);
        // A page of no size (a damaged box) has nothing to draw.
        if (!(scale > 0 && Number.isFinite(scale))) return;
        const viewport = page.getViewport({ scale });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        const task = page.render({ canvas: target, viewport });
        cancel = () => task.cancel();
        return task.promise;
      })
      .catch(() => {
        // A page that fails to draw (or is cancelled as the page goes) stays blank; its text is
        // still beside it.
      });
    return () => {
      gone = true;
      cancel();
    };
  }, [pdf, number]);
  // The canvas is a picture of the page, named by the image role around it (jsx-a11y counts a
  // canvas as interactive and refuses a role on it).
  return (
    <div role="img" aria-label={`Page ${number} of ${pdf.numPages}`} className="w-full max-w-3xl">
      <canvas ref={canvas} className="block h-auto w-full border border-border" />
    </div>
  );
}

/** A PDF of a claim, drawn inline in a region named by its file name, with its page count and
 *  its text; one that cannot be fetched or read says so. Give it a key of the document: it loads
 *  once, when it mounts. */
export function PdfViewer({ referenceCode, fileId, name }: { referenceCode: string; fileId: string; name: string }) {
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let destroy = () => Promise.resolve();
    const settle = (next: Shown) => {
      if (!abort.signal.aborted) setShown(next);
    };
    void (async () => {
      try {
        const data = new Uint8Array(await documentBytes(referenceCode, fileId, abort.signal));
        if (abort.signal.aborted) return;
        const task = getDocument({ data, isEvalSupported: false, enableXfa: false, verbosity: VerbosityLevel.ERRORS });
        destroy = () => task.destroy();
        const pdf = await task.promise;
        const texts: string[] = [];
        for (let number = 1; number <= Math.min(pdf.numPages, PAGES_SHOWN); number++) texts.push(await pageText(pdf, number));
        settle({ kind: 'ready', pdf, texts });
      } catch (error) {
        // A document pdf.js refused keeps nothing of it: its worker goes at once.
        void destroy();
        settle({ kind: 'failed', message: failure(error) });
      }
    })();
    return () => {
      abort.abort();
      void destroy();
    };
  }, [referenceCode, fileId]);

  return (
    <section aria-label={name} className="mt-2 flex flex-col gap-2">
      {shown.kind === 'loading' && (
        <p className="flex items-center gap-2">
          <SpinnerGraphic size="sm" />
          Drawing the document…
        </p>
      )}
      {shown.kind === 'failed' && <FeedbackMessage variant="warning">{shown.message}</FeedbackMessage>}
      {shown.kind === 'ready' && (
        <>
          <p>
            {shown.pdf.numPages === 1 ? '1 page' : `${shown.pdf.numPages} pages`}
            {shown.pdf.numPages > PAGES_SHOWN && `; the first ${PAGES_SHOWN} are shown here. Open it in a new tab to read the rest.`}
          </p>
          <details>
            <summary className="cursor-pointer text-link underline">Text of the document</summary>
            <ol className="list-decimal ps-6">
              {shown.texts.map((text, index) => (
                <li key={`page-${index + 1}`} className="whitespace-pre-line break-words">
                  {text || '(No text on this page: it may be a scanned image.)'}
                </li>
              ))}
            </ol>
          </details>
          {shown.texts.map((_text, index) => (
            <PdfPage key={`page-${index + 1}`} pdf={shown.pdf} number={index + 1} />
          ))}
        </>
      )}
    </section>
  );
}
