import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { Checkbox } from '@ui/checkbox';
import { FeedbackMessage } from '@ui/feedback-message';
import { RadioGroup } from '@ui/radio-group';
import { TextArea } from '@ui/textarea';
import { DeskCallError, decide, meQuery, type Decision } from './api';
import { CallFailed } from './call-failed';
import { forgetDecision, keepDecision, keptDecision } from './kept-decision';
import { SignInAgain } from './sign-in-again';
import { reasonRequired, stateWords, transitionWords } from './words';

/** The items of a deficiency, one `model.field` a line (the model's dtoMapping and the field's key). */
function itemsOf(text: string): Decision['items'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const dot = line.indexOf('.');
      return { dtoMapping: line.slice(0, dot), key: line.slice(dot + 1) };
    });
}

/** The decisions the signed-in person may make on the claim now, with the reason the claimant
 *  reads. What the form asks for is checked again by the server, which words any refusal. */
export function DecisionForm({
  referenceCode,
  transitions,
  cluster,
  onRecorded,
}: {
  referenceCode: string;
  transitions: readonly string[];
  /** The other claims of its cluster, which the same decision may take too. */
  cluster: readonly string[];
  /** Told what was recorded: the claim's page says it, as this form may be gone once it reloads. */
  onRecorded: (message: string) => void;
}) {
  const me = useQuery(meQuery);
  const queryClient = useQueryClient();
  // What was typed before the person left to sign in again, if anything.
  const [kept] = useState(() => keptDecision(referenceCode));
  const [transition, setTransition] = useState(kept?.transition ?? '');
  const [reason, setReason] = useState(kept?.reason ?? '');
  const [items, setItems] = useState(kept?.items ?? '');
  const [wholeCluster, setWholeCluster] = useState(kept?.wholeCluster ?? false);
  const [missing, setMissing] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (decision: Decision) => decide(me.data!.csrfToken, referenceCode, decision),
    onSuccess: async (answer) => {
      const decided = answer.cluster.filter((other) => other.outcome === 'decided').length;
      const left = answer.cluster.filter((other) => other.outcome !== 'decided');
      onRecorded(
        [
          `Recorded: the claim is ${stateWords[answer.state]}.`,
          answer.cluster.length > 0 ? `${decided} other claim${decided === 1 ? '' : 's'} of its cluster decided the same way.` : '',
          ...left.map((other) => `${other.referenceCode} was left as it was: ${other.reason ?? other.outcome}`),
        ]
          .filter(Boolean)
          .join(' '),
      );
      setTransition('');
      setReason('');
      setItems('');
      forgetDecision(referenceCode);
      await queryClient.invalidateQueries({ queryKey: ['desk'] });
    },
  });
  const signInAgain = send.error instanceof DeskCallError ? send.error.signInAgain : null;
  // Refused for an old sign-in: what the form holds is kept, as it changes, until the person is back.
  useEffect(() => {
    if (signInAgain) keepDecision(referenceCode, { transition, reason, items, wholeCluster }, window.location.pathname);
  }, [signInAgain, referenceCode, transition, reason, items, wholeCluster]);
  const needsReason = reasonRequired.has(transition);
  return (
    <form
      className="flex max-w-prose flex-col gap-4"
      aria-labelledby="decision-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!transition) return setMissing('Choose a decision.');
        if (needsReason && !reason.trim()) return setMissing('Write the reason the claimant will read.');
        if (transition === 'markDeficient' && !items.trim()) return setMissing('Name what the claimant must fix.');
        setMissing(null);
        send.mutate({
          transition,
          reason: reason.trim() || undefined,
          items: transition === 'markDeficient' ? itemsOf(items) : undefined,
          cluster: wholeCluster && transition !== 'markDeficient' ? true : undefined,
        });
      }}
    >
      <h2 id="decision-heading" className="font-heading text-xl font-semibold">
        Decision
      </h2>
      {kept && !send.isSuccess && (
        <FeedbackMessage>What you typed before signing in again is back in the form: check it, then record the decision.</FeedbackMessage>
      )}
      <RadioGroup
        legend="Decide this claim"
        name="transition"
        required
        options={transitions.map((name) => ({ value: name, label: transitionWords[name] ?? name }))}
        value={transition}
        onValueChange={setTransition}
        error={missing === 'Choose a decision.' ? missing : null}
      />
      <TextArea
        label={needsReason ? 'Reason (the claimant reads it)' : 'Reason (optional)'}
        required={needsReason}
        value={reason}
        maxLength={2000}
        onChange={(event) => setReason(event.target.value)}
        error={missing === 'Write the reason the claimant will read.' ? missing : null}
      />
      {transition === 'markDeficient' && (
        <TextArea
          label="What to fix"
          hint="One a line: the model's mapping, a dot and the field's key, as claimantInfo.mailingStreetLine1."
          required
          rows={3}
          value={items}
          onChange={(event) => setItems(event.target.value)}
          error={missing === 'Name what the claimant must fix.' ? missing : null}
        />
      )}
      {cluster.length > 0 && transition !== 'markDeficient' && (
        <Checkbox
          label={`Decide the ${cluster.length} other claim${cluster.length === 1 ? '' : 's'} of its cluster the same way`}
          hint={`The claims screening linked to this one: ${cluster.join(', ')}.`}
          checked={wholeCluster}
          onCheckedChange={setWholeCluster}
        />
      )}
      {send.error && signInAgain ? (
        <SignInAgain title="Sign in again to record this decision" message={send.error.message} method={signInAgain}>
          Open the new link in this browser: you come back to this claim with your decision as you left it.
        </SignInAgain>
      ) : null}
      {send.error && !signInAgain && <CallFailed error={send.error} />}
      <div>
        <Button type="submit" label="Record the decision" busy={send.isPending} />
      </div>
    </form>
  );
}
