/** One line of what the visitor approves: a label and its full value (never shortened). */
export type ApprovalField = { label: string; value: string; mono?: boolean }
/** A group of fields, with an optional heading and a warning shown above them. */
export type ApprovalSection = { heading?: string; warning?: string; fields: ApprovalField[] }
/** What the approval panel shows for one signing request. */
export type ApprovalContent = { title: string; sections: ApprovalSection[] }

/** A signing request the frame refuses before asking anyone (malformed); its message is the answer. */
export class SigningRequestError extends Error {
  override readonly name = 'SigningRequestError'
}
