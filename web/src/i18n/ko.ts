import { en, type Messages } from './en';

// TEMPORARY: replaced by the Korean catalog.
export const ko: Messages = { ...en };
