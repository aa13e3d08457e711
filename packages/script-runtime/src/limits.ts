// Time limits of a user script, apart from the host so pages can name them without its Worker.
/** How long a script's first run may take before its Worker is terminated. */
export const SCRIPT_TIME_LIMIT_MS = 3000;
/** How long one handler call (a frame, a tap, a marker event) may take. */
export const HANDLER_TIME_LIMIT_MS = 1000;
