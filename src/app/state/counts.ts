import { atom } from "jotai";

/** Approval and message counts for the top bar (aprv, notice in the spec). */
export const countsAtom = atom({ approvals: 0, messages: 0 });
