// room_access's answer: one module for every app (packages/shared/src/roomAccess.ts).
export { parseAccess, recheckIn, type RoomAccess, type RoomStatus } from '@shared/roomAccess.ts';
