import type { ChatFile } from "../../contract/chat";

/** A message on screen: stored ones and the ones still on their way (sending or failed). */
export type ChatItemState = "sending" | "sent" | "read" | "failed";

export type ChatItem = {
  /** The clientId: the same on screen before and after the server stores it. */
  key: string;
  mine: boolean;
  kind: "text" | "image" | "file";
  text: string;
  file: ChatFile | null;
  /** ISO time; null while it has not been stored. */
  sentAt: string | null;
  state: ChatItemState;
};

/** A contact in the list: its online state, last message and unread count. */
export type ChatContactView = {
  accid: string;
  nickName: string;
  isOnline: boolean;
  unread: number;
  /** The last message as a line of text, or null when the topic is empty. */
  preview: string | null;
  lastAt: string | null;
};

/** An IM error as seed 001 §8 shows it: its title and message. */
export type ChatError = {
  title: string;
  message: string;
  /**
   * Chat cannot work at all (no IM user, no contacts): the message and its action stand alone,
   * without an empty contact list beside them (issue 35).
   */
  blocking?: boolean;
  /** What the user can do about it: sign in again, try again. */
  action?: { label: string; onClick: () => void };
};
