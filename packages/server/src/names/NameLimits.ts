import { NAME_LABEL_MAX_LENGTH, NAME_MESSAGE_MAX_AGE_SECONDS } from '@gangway/protocol'

/** Limits of the names API (SPEC is silent on them; README "Account names"). */
export const NameLimits = {
  /** A label's longest (a DNS label's, which ENS names keep too); SPEC §5's shortest is 4. */
  LABEL_MAX_LENGTH: NAME_LABEL_MAX_LENGTH,
  /** A registration message's `timestamp` may be at most this far from now, either way. */
  MESSAGE_MAX_AGE_SECONDS: NAME_MESSAGE_MAX_AGE_SECONDS,
  /**
   * How long a used registration is remembered (the replay check): twice the message window, after which
   * a replay is refused by its old timestamp anyway; the sweep deletes older rows.
   */
  SIGNATURES_KEPT_MS: 2 * NAME_MESSAGE_MAX_AGE_SECONDS * 1000,
  /** The most names one address holds (the newest is its primary). */
  NAMES_PER_ADDRESS_MAX: 5,
  /** Look-ups (account, reverse, suggestions) per caller address per minute (429 past it). */
  READS_PER_IP_PER_MINUTE: 120,
  /** Registrations posted per caller address per minute, refused ones included (429 past it). */
  REGISTRATIONS_PER_IP_PER_MINUTE: 10,
  /** Registrations with a valid signature per registering address per hour (429 past it). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: 5,
  /** Largest registration body (413 past it); AppKit's is a few hundred bytes. */
  BODY_LIMIT_BYTES: 8192,
  /** At most this many free alternatives follow a taken name in the suggestions. */
  SUGGESTIONS_MAX: 4,
  /** The longest `avatar` attribute (an https URL or a data:image URI) and `bio` kept. */
  AVATAR_MAX_LENGTH: 4096,
  BIO_MAX_LENGTH: 256,
} as const
