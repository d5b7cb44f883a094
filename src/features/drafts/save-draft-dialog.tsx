import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@ui/dialog';
import { FeedbackMessage } from '@ui/feedback-message';
import { TextInput } from '@ui/text-input';
import { buttonCopy, dialogCopy, errorCopy } from '@/contract/copy-keys';
import type { FormType } from '@/contract/form-type-names';
import type { FormEngine } from '@/features/form-engine/react/engine';
import { saveDraftMutation } from '@/lib/api/draft-mutations';
import { draftEmailOf, draftOf } from './draft-answers';
import { resumedDraftToken } from './draft-token';

/** An address the server will mail: one @, a dot in the domain, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the dialog shows after a save. */
type Outcome = { kind: 'sent'; email: string; expiresAt: string | null } | { kind: 'failed'; message: string } | null;

/** What the button and its dialog are given by the wizard page. */
export interface SaveDraftProps {
  formType: FormType;
  /** The page's segment, where the resumed form opens. */
  segment: string;
  engine: FormEngine;
  unavailable: boolean;
}

/** The "Save and continue later" button of a wizard page and its dialog: the email the link goes
 *  to (the form's email answer to start with), the save, and its confirmation or failure, each
 *  announced. Nothing the claimant typed changes, whatever the outcome. */
export function SaveDraftDialog({
  formType,
  segment,
  engine,
  unavailable,
  defaultOpen = false,
}: SaveDraftProps & {
  /** Open as it mounts: the claimant has just asked for it on the stand-in button. */
  defaultOpen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation(saveDraftMutation(queryClient));
  const [open, setOpen] = useState(defaultOpen);
  // Opened at once: the email starts from the form's answer, as an opening by the trigger does.
  const [email, setEmail] = useState(() => (defaultOpen ? draftEmailOf(engine.getStore(), formType) : ''));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome?.kind === 'sent') sentRef.current?.focus();
  }, [outcome]);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setEmail(draftEmailOf(engine.getStore(), formType));
      setEmailError(null);
      setOutcome(null);
      save.reset();
    }
    setOpen(next);
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const address = email.trim();
    if (!emailPattern.test(address)) {
      setEmailError(t(dialogCopy.draftEmailInvalid));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setOutcome(null);
    const { answers, documents } = draftOf(engine.getStore(), formType);
    try {
      const result = await save.mutateAsync({
        request: { formType, culture: i18n.language, email: address, page: segment, resumeToken: resumedDraftToken(formType), answers },
        documents,
      });
      setOutcome(
        result.saved
          ? { kind: 'sent', email: address, expiresAt: result.expiresAt }
          : { kind: 'failed', message: result.error ?? t(errorCopy.problemOccurred) },
      );
    } catch (error) {
      // The standard retry message: the answers stay as they are, the claimant may try again.
      console.error(error);
      setOutcome({ kind: 'failed', message: t(errorCopy.problemOccurred) });
    }
  };

  const expiresOn =
    outcome?.kind === 'sent' && outcome.expiresAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(outcome.expiresAt))
      : '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" label={t(buttonCopy.saveForLater)} unavailable={unavailable} />
      </DialogTrigger>
      <DialogContent title={t(dialogCopy.draftTitle)} description={t(dialogCopy.draftIntro)} closeLabel={t(buttonCopy.close)}>
        {/* Present from the start, so what appears in them is announced. */}
        <div role="status">
          {outcome?.kind === 'sent' && (
            <FeedbackMessage ref={sentRef} tabIndex={-1} variant="success">
              {t(dialogCopy.draftSent, { email: outcome.email, expiresOn })}
            </FeedbackMessage>
          )}
        </div>
        {outcome?.kind === 'sent' ? (
          <DialogFooter>
            <DialogClose asChild>
              <Button label={t(buttonCopy.ok)} />
            </DialogClose>
          </DialogFooter>
        ) : (
          <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-4">
            <TextInput
              ref={emailRef}
              label={t(dialogCopy.draftEmailLabel)}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={emailError}
              errorPrefix={t(errorCopy.errorPrefix)}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div role="alert">{outcome?.kind === 'failed' && <FeedbackMessage variant="warning">{outcome.message}</FeedbackMessage>}</div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" label={t(buttonCopy.cancel)} />
              </DialogClose>
              <Button type="submit" label={t(dialogCopy.draftSend)} busy={save.isPending} />
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
