// Record shapes of the 정산 resources (issue 26), from the generated Database types.
import type { LawyerRecord, ProfileRow, Row } from '../types.ts';

/** A statement with its lawyer's name, as the list and show pages read it. */
export type StatementRecord = Row<'lawyer_settlement_statements'> & {
  lawyers: { profiles: Pick<ProfileRow, 'name_korean' | 'name_english' | 'email'> | null } | null;
};

export type EntryRecord = Row<'lawyer_settlement_entries'>;

export const lawyerName = (s: Pick<StatementRecord, 'lawyers' | 'lawyer_id'>) =>
  s.lawyers?.profiles?.name_korean || s.lawyers?.profiles?.name_english || s.lawyers?.profiles?.email || s.lawyer_id.slice(0, 8);

/** A lawyer as the pickers list them: 'name (e-mail)'. */
export const lawyerOption = (l: LawyerRecord) => `${l.profiles?.name_korean || l.profiles?.name_english || '-'} (${l.profiles?.email ?? ''})`;
