/** Timings and limits of the Telegram login (SPEC §9 names none; our choices, see the README). */
export const TelegramLimits = {
  /** Default TELEGRAM_AUTH_MAX_AGE_SECONDS: the widget's data is refused once its auth_date is this old. */
  AUTH_MAX_AGE_SECONDS: 300,
  /** An auth_date this far in the future is still taken (clocks differ a little). */
  CLOCK_SKEW_SECONDS: 60,
  /** The widget sends about 7 fields; more than this is not its data. */
  MAX_FIELDS: 20,
  MAX_VALUE_CHARS: 1024,
} as const
