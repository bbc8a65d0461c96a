import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { createInquiryAgent, fetchMyInquiries, saveInquiry } from "../../api/inquiry";
import type { InquiryInput } from "../../domain/inquiry-schema";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];

/** /af_order_inquiry: the user's own inquiries, a page at a time. */
export const inquiryQueries = {
  mine: (who: Who, page: number) =>
    queryOptions({
      queryKey: keys.inquiries(who, page),
      queryFn: () => fetchMyInquiries(page),
    }),
};

/** Saves an inquiry; every page of the list is asked for again (the new one leads page 1). */
export function useSaveInquiry() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryInput) => saveInquiry(input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.inquiriesOf(who) }),
  });
}

/** Creates the organisation's inquiry agent branch (the quote page's hand-over asks first). */
export function useCreateInquiryAgent() {
  return useMutation({ mutationFn: () => createInquiryAgent() });
}
