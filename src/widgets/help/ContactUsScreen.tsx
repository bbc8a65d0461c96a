import { useT } from "../../i18n";
import { helpMessages } from "../../i18n/messages/help";

export type ContactUsScreenProps = {
  /** Booking-only tenants came here to upgrade: the upgrade panel leads. */
  bookingOnly: boolean;
};

const CONTACTS = {
  sales: { phone: "400-820-6688", email: "sales@forwarder-cloud.example" },
  support: { phone: "400-820-6699", email: "support@forwarder-cloud.example" },
  address: "上海市浦东新区航城七路 900 号 3 号楼 5 层",
};

/** /contactUs: who to call for sales, upgrades and support. */
export function ContactUsScreen({ bookingOnly }: ContactUsScreenProps) {
  const t = useT(helpMessages);
  return (
    <div data-slot="contact-us" className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-5 sm:px-6">
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("contactTitle")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("contactBody")}</p>
      </div>
      {bookingOnly ? (
        <section
          aria-labelledby="contact-upgrade"
          className="rounded-md border border-brand-200 bg-brand-50 p-5"
        >
          <h2 id="contact-upgrade" className="text-base font-semibold text-brand-800">
            {t("contactUpgradeTitle")}
          </h2>
          <p className="mt-1 text-sm text-brand-900">{t("contactUpgradeBody")}</p>
        </section>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(["sales", "support"] as const).map((key) => (
          <section
            key={key}
            aria-labelledby={`contact-${key}`}
            className="rounded-md border border-neutral-200 bg-white p-5"
          >
            <h2 id={`contact-${key}`} className="text-base font-semibold text-neutral-900">
              {t(key === "sales" ? "contactSales" : "contactSupport")}
            </h2>
            <dl className="mt-3 grid grid-cols-[3rem_1fr] gap-y-1.5 text-sm">
              <dt className="text-neutral-600">☎</dt>
              <dd>
                <a href={`tel:${CONTACTS[key].phone}`} className="text-brand hover:underline">
                  {CONTACTS[key].phone}
                </a>
              </dd>
              <dt className="text-neutral-600">✉</dt>
              <dd>
                <a
                  href={`mailto:${CONTACTS[key].email}`}
                  className="break-all text-brand hover:underline"
                >
                  {CONTACTS[key].email}
                </a>
              </dd>
            </dl>
          </section>
        ))}
      </div>
      <section
        aria-labelledby="contact-address"
        className="rounded-md border border-neutral-200 bg-white p-5"
      >
        <h2 id="contact-address" className="text-base font-semibold text-neutral-900">
          {t("contactAddress")}
        </h2>
        <p className="mt-2 text-sm text-neutral-800">{CONTACTS.address}</p>
        <p className="mt-1 text-sm text-neutral-600">{t("contactHours")}</p>
      </section>
    </div>
  );
}
