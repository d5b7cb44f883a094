// Sums a V8 CPU profile's self time by group (a package, a file, a function: the caller says)
// and prints the largest groups per unit of work (a render, a page).
import type { Profiler } from 'node:inspector';

/** Which group a sampled frame's self time counts toward. */
type GroupOf = (frame: Profiler.ProfileNode['callFrame']) => string;

/** A frame's npm package, or undefined for code outside node_modules. */
export function packageOf(url: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
}

/** Prints the `top` groups' self time in ms per unit (`units` of them) and their share. */
export function printSelfTime(profile: Profiler.Profile, units: number, title: string, groupOf: GroupOf, top = 25): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) self.set(samples[i]!, (self.get(samples[i]!) ?? 0) + (deltas[i] ?? 0));
  const groups = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of self) {
    const frame = byNode.get(id)!.callFrame;
    const group = frame.url === '' ? `(${frame.functionName || 'native'})` : groupOf(frame);
    groups.set(group, (groups.get(group) ?? 0) + micros);
    total += micros;
  }
  console.log(title);
  for (const [group, micros] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(micros / 1000 / units).toFixed(3).padStart(7)}  ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${group}`);
  }
}
