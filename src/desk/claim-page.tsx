import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { FeedbackMessage } from '@ui/feedback-message';
import { Spinner } from '@ui/spinner';
import { formatBytes } from '@/engine/format-bytes';
import { screeningFlagWords, type ScreeningFlagName } from '@/contract/screening-flags';
import { deskApi, deskInlineImages, type DeskClaim } from '@/contract/desk';
import { claimQuery } from './api';
import { DecisionForm } from './decision-form';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { DeskLink } from './desk-link';
import { stateWords, transitionWords, when } from './words';
import { ColumnHeads } from './column-heads';

// pdf.js is large: it loads the first time a claim with a PDF is shown. If it cannot load (a
// dropped connection, a deploy that replaced the chunk), the page says so and keeps the link.
const PdfViewer = lazy(() =>
  import('./pdf-viewer').then(
    (module) => ({ default: module.PdfViewer }),
    () => ({
      default: () => (
        <FeedbackMessage variant="warning">
          The PDF viewer could not load. Reload the page, or open the document in a new tab.
        </FeedbackMessage>
      ),
    }),
  ),
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '(none)' : String(value));

/** One model's answers: a description list, or a table of its records. */
function ModelAnswers({ name, value }: { name: string; value: unknown }) {
  if (Array.isArray(value)) {
    const records = value as Record<string, unknown>[];
    const keys = [...new Set(records.flatMap((record) => Object.keys(record ?? {})))];
    return (
      <div className="overflow-x-auto">
        <table className="border-collapse text-start">
          <caption className="text-start font-semibold">{name}</caption>
          <ColumnHeads columns={keys} />
          <tbody>
            {records.map((record, index) => (
              // Records have no identity of their own beyond their order in the claim.
              // biome-ignore lint/suspicious/noArrayIndexKey: the claim's order is the record's identity
              <tr key={index} className="border-b border-border">
                {keys.map((key) => (
                  <td key={key} className="p-2">
                    {shown(record?.[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  const fields = Object.entries((value ?? {}) as Record<string, unknown>);
  return (
    <div>
      <h3 className="font-semibold">{name}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(12rem,auto)_1fr]">
        {fields.map(([key, answer]) => (
          <div key={key} className="contents">
            <dt className="text-muted-fg">{key}</dt>
            <dd className="break-words">{shown(answer)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Screening({ referenceCode, screening }: { referenceCode: string; screening: NonNullable<DeskClaim['screening']> }) {
  return (
    <>
      <p>Score {screening.score} of 100.</p>
      {screening.flags.length > 0 ? (
        <ul className="list-disc ps-6">
          {screening.flags.map((flag) => (
            <li key={flag.name}>
              <strong>{screeningFlagWords[flag.name as ScreeningFlagName] ?? flag.name}</strong>: {flag.reason}
              {flag.matches.length > 0 && (
                <>
                  {' '}
                  Matches{' '}
                  {flag.matches.map((code, index) => (
                    <span key={code}>
                      {index > 0 && ', '}
                      <DeskLink href={`/admin/claims/${encodeURIComponent(code)}`} className="text-link underline">
                        {code}
                      </DeskLink>{' '}
                      (
                      <DeskLink
                        href={`/admin/claims/${encodeURIComponent(referenceCode)}/compare/${encodeURIComponent(code)}`}
                        className="text-link underline"
                        aria-label={`Compare with ${code}`}
                      >
                        compare
                      </DeskLink>
                      )
                    </span>
                  ))}
                  .
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>No flags.</p>
      )}
      {screening.review && (
        <p>
          Reviewed: {screening.review.decision} by {screening.review.reviewer} ({screening.review.reason}).
        </p>
      )}
    </>
  );
}

/** One claim: where it stands, the decisions the person may make, the screening evidence with
 *  links to the claims it matched, the answers (sensitive ones masked), documents and history. */
export function ClaimPage() {
  const { referenceCode } = useParams({ strict: false }) as { referenceCode: string };
  const claim = useQuery(claimQuery(referenceCode));
  const [recorded, setRecorded] = useState<string | null>(null);
  if (claim.isPending)
    return (
      <>
        <PageHeading title={`Claim ${referenceCode}`} />
        <Spinner label="Loading the claim" />
      </>
    );
  if (claim.error)
    return (
      <>
        <PageHeading title={`Claim ${referenceCode}`} />
        <CallFailed error={claim.error} />
      </>
    );
  const data = claim.data;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <PageHeading title={`Claim ${data.referenceCode}`} />
        <p>
          {data.formType} claim filed {when(data.createdAt)}. State: <strong>{stateWords[data.state]}</strong>.
        </p>
      </div>
      {/* The live region is on the page before a decision, so the message put into it is read out
          (a region that arrives with its message is, by many screen readers, not). */}
      <div role="status">{recorded && <FeedbackMessage variant="success">{recorded}</FeedbackMessage>}</div>
      {data.transitions.length > 0 ? (
        <DecisionForm
          key={`${data.referenceCode}-${data.state}`}
          referenceCode={data.referenceCode}
          transitions={data.transitions}
          cluster={data.cluster}
          onRecorded={setRecorded}
        />
      ) : (
        <p>Your role makes no decision on a claim that is {stateWords[data.state].toLowerCase()}.</p>
      )}
      <Section id="screening-heading" title="Screening">
        {data.screening ? <Screening referenceCode={data.referenceCode} screening={data.screening} /> : <p>This claim was not screened.</p>}
      </Section>
      <Section id="answers-heading" title="Answers">
        {Object.entries(data.answers).map(([name, value]) => (
          <ModelAnswers key={name} name={name} value={value} />
        ))}
      </Section>
      <Section id="documents-heading" title="Documents">
        {data.documents.length > 0 ? (
          <ul className="list-disc ps-6">
            {data.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={deskApi.document(data.referenceCode, document.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-link underline"
                >
                  {document.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{' '}
                ({document.type}, {formatBytes(document.size)})
                {document.type === 'application/pdf' && (
                  <Suspense fallback={<p>Loading the PDF viewer…</p>}>
                    <PdfViewer
                      key={`${data.referenceCode}/${document.id}`}
                      referenceCode={data.referenceCode}
                      fileId={document.id}
                      name={document.name}
                    />
                  </Suspense>
                )}
                {deskInlineImages.has(document.type) && (
                  <img
                    src={deskApi.document(data.referenceCode, document.id)}
                    alt={`The document ${document.name}`}
                    loading="lazy"
                    className="mt-2 max-h-64 max-w-full border border-border"
                  />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>No documents.</p>
        )}
      </Section>
      <Section id="history-heading" title="History">
        {data.history.length > 0 ? (
          <ol className="list-decimal ps-6">
            {data.history.map((event) => (
              <li key={`${event.at}-${event.transition}`}>
                {when(event.at)}: {transitionWords[event.transition] ?? event.transition} ({stateWords[event.from]} to{' '}
                {stateWords[event.to]}) by {event.actor}
                {event.reason ? `: ${event.reason}` : ''}
              </li>
            ))}
          </ol>
        ) : (
          <p>Received, with no decision yet.</p>
        )}
      </Section>
    </div>
  );
}
