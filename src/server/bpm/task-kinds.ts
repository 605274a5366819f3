/** Child-task statuses: an added signer votes on the node; the others only answer the task that asked them. */
export const SIGN_STATUSES: ReadonlySet<string> = new Set(['SIGNLINEED', 'SIGNSEQUENCEED']);
export const ADVISORY_STATUSES: ReadonlySet<string> = new Set(['COMMU', 'TRANSFORMED', 'TRANSFORMEDINQU']);
