/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the public bookings domain, e.g. https://book.example.com; empty when not split. */
  readonly VITE_PUBLIC_BOOKINGS_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
