/** System notices' administration (issue 20): publish and withdraw; GET stays the dashboard's. */
export const HRS_NOTICE_PATHS = {
  notices: "/hrs/notice",
  notice: (id: number) => `/hrs/notice/${id}`,
} as const;

export type PublishedNotice = { noticeId: number; publishTime: string };
