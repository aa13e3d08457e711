// Server-only door to the API package, so the browser bundle (and Vite's dependency scan of the
// routes) never follows it into argon2, pg and the other Node-only packages.
export { handleApiRequest } from "@ar/api";
