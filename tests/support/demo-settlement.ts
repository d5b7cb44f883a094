// The demo settlement package (settlements/demo), loaded and checked by the server's own loader,
// for tests that stand in for the server's answers (node and jsdom projects; browser tests read
// server/settlement/demo-copy.ts instead).
import { loadSettlementFilesSync } from '@server/settlement/load';

/** The demo settlement as the server serves it. */
export const demoSettlement = loadSettlementFilesSync();
