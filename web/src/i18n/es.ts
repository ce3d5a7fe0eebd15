import { en, type Messages } from './en';

// TEMPORARY: replaced by the Spanish catalog.
export const es: Messages = { ...en };
