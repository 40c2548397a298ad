// The client entries (`*.client.tsx`) list their islands with Vite's `import.meta.glob`.
/// <reference types="vite/client" />
