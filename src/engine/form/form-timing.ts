/** Linkage rules (and the formulas with them) apply this long after the last change (spec: 100 ms). */
export const LINKAGE_DELAY_MS = 100;
/** A success toast stays this long before the page moves on (spec: 1500 ms). */
export const SUCCESS_TOAST_MS = 1500;
