// Sample documents attached to free check-up requests (bucket and object names as the schema
// defines them). Empty until the schema has a place for them.
export interface CheckupDocument {
  bucket: string;
  name: string;
  /** First line is the title. */
  lines: string[];
}

export const CHECKUP_DOCUMENTS: CheckupDocument[] = [];
