/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API, absolute or same-origin (default '/api'). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
