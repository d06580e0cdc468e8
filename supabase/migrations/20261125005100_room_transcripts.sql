-- The consultation room's transcript (issue 17): chat lines and live captions, each with its
-- original text and its machine translation for the other party (client: their UI language;
-- lawyer: Korean). Lines are written by the Edge Function `room-message` (service role) after it
-- checked the caller is in the room now and translated the line, so a translation, and the label
-- that says it is one, cannot be forged by a participant. Afterwards only the booking's client and
-- its lawyer read it; the retention purge deletes it with the case description, one year after the
-- consultation.

create table public.room_messages (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('chat', 'caption')),
  original_text text not null check (length(btrim(original_text)) between 1 and 2000),
  original_lang text not null check (original_lang in ('en', 'ko', 'zh', 'ja', 'vi')),
  -- null when no translation was made (no provider configured, the same language, or it failed)
  translated_text text check (length(translated_text) <= 8000),
  translated_lang text check (translated_lang in ('en', 'ko', 'zh', 'ja', 'vi')),
  -- which engine translated it ('libretranslate', 'deepl', ...), or 'none'
  translation_provider text not null default 'none' check (length(translation_provider) <= 40),
  created_at timestamptz not null default now()
);
comment on table public.room_messages is
  'Consultation room transcript (chat and captions, original and machine translation). Written by the room-message Edge Function; read by the booking''s client and lawyer.';
create index room_messages_booking_idx on public.room_messages (booking_id, created_at);
create index room_messages_author_idx on public.room_messages (author_id);

alter table public.room_messages enable row level security;
revoke all on public.room_messages from anon, authenticated;
grant select on public.room_messages to authenticated;

create policy room_messages_select_parties on public.room_messages
  for select to authenticated
  using (exists (select 1 from public.bookings b
                  where b.id = room_messages.booking_id
                    and (select auth.uid()) in (b.client_id, b.lawyer_id)));
-- no insert, update or delete for users: the function writes as the platform

-- the other party sees a line as it is written
alter publication supabase_realtime add table public.room_messages;

-- Writes one line for the caller, who must be in the room now (private.can_use_room). Called by the
-- room-message function with the caller's JWT forwarded (so auth.uid() is the author), after it
-- has translated the text; service role only.
create function public.add_room_message(
  p_author_id uuid,
  p_booking_id uuid,
  p_kind text,
  p_original_text text,
  p_original_lang text,
  p_translated_text text,
  p_translated_lang text,
  p_provider text
)
returns public.room_messages
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.room_messages;
  v_ok boolean;
begin
  select exists (
    select 1 from public.bookings b
     where b.id = p_booking_id and p_author_id in (b.client_id, b.lawyer_id)
       and b.payment_status = 'paid' and b.status in ('pending', 'confirmed', 'completed')
       and now() <@ private.room_window(b)) into v_ok;
  if not v_ok then
    raise exception 'The room is not open for you' using errcode = '42501', hint = 'room_closed';
  end if;
  insert into public.room_messages (booking_id, author_id, kind, original_text, original_lang,
                                    translated_text, translated_lang, translation_provider)
  values (p_booking_id, p_author_id, p_kind, btrim(p_original_text), p_original_lang,
          p_translated_text, p_translated_lang, coalesce(p_provider, 'none'))
  returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.add_room_message(uuid, uuid, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.add_room_message(uuid, uuid, text, text, text, text, text, text) to service_role;

-- Retention: the transcript goes with the case description, a year after the consultation.
create function private.purge_room_transcripts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.room_messages m where m.booking_id = new.id;
  return null;
end;
$$;
revoke execute on function private.purge_room_transcripts() from public, anon, authenticated;
create trigger bookings_purge_room_transcripts after update of personal_data_purged_at on public.bookings
  for each row when (new.personal_data_purged_at is not null and old.personal_data_purged_at is null)
  execute function private.purge_room_transcripts();
