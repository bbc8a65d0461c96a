import {
  CHAT_PATHS,
  type ChatContact,
  type ChatFile,
  type ChatMessage,
  type ChatTopic,
  type ImUser,
  type MessagePage,
  type ReadAnswer,
} from "../contract/chat";
import { CHAT_PAGE_SIZE, CHAT_SUCCESS_CODE } from "../domain/chat";
import { api, requestBlob, uploadForm } from "./client";

/** Chat calls answer code 200; the dialog shows their failures itself (IM errors, 001 §8). */
const chat = { successCode: CHAT_SUCCESS_CODE, silent: true } as const;

export const fetchChatPerm = (orgId: number) => api.get<boolean>(CHAT_PATHS.perm(orgId), chat);
export const fetchImUser = () => api.get<ImUser>(CHAT_PATHS.imUser, chat);
export const fetchChatContacts = (orgId: number) =>
  api.get<ChatContact[]>(CHAT_PATHS.contacts(orgId), chat);
export const fetchChatUnread = (accid: string) =>
  api.post<number>(CHAT_PATHS.unread, { ...chat, query: { accid } });
export const fetchChatTopics = () => api.get<ChatTopic[]>(CHAT_PATHS.topics, chat);
export const fetchChatHistory = (withAccid: string, before: number | null, size = CHAT_PAGE_SIZE) =>
  api.get<MessagePage>(CHAT_PATHS.messages, { ...chat, query: { with: withAccid, before, size } });
export const fetchChatMissed = (after: number) =>
  api.get<MessagePage>(CHAT_PATHS.missed, { ...chat, query: { after } });
export const sendChatMessage = (body: {
  to: string;
  text?: string;
  fileId?: string;
  clientId: string;
}) => api.post<ChatMessage>(CHAT_PATHS.messages, { ...chat, json: body, timeout: 15_000 });
export const markChatRead = (withAccid: string, upTo: number) =>
  api.post<ReadAnswer>(CHAT_PATHS.read, { ...chat, json: { with: withAccid, upTo } });
export function uploadChatFile(kind: "image" | "file", file: File) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", file);
  return uploadForm<ChatFile>(CHAT_PATHS.files, form, { ...chat, timeout: 300_000 });
}
export const fetchChatFile = (fileId: string) =>
  requestBlob("GET", CHAT_PATHS.file(fileId), { silent: true });
