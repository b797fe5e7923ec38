import type { Ref } from "react";
import { BadgeSheet } from "./BadgeSheet";
import { formatName } from "../../lib/format";

export type BadgeAttendee = { _id: string; first_name: string; last_name: string };
export type BadgeLogos = { logo1: string | null; logo2: string | null };

const ATTENDEE_BADGE_CSS = `
.attendee-badge { height: 100%; display: flex; flex-direction: column; padding: 0.15in 0.2in; box-sizing: border-box; }
.attendee-badge .logos { display: flex; justify-content: space-between; align-items: center; height: 0.6in; }
.attendee-badge .logos img { max-height: 0.6in; max-width: 1.2in; object-fit: contain; }
.attendee-badge .names { flex: 1; display: flex; flex-direction: column; justify-content: center; align-items: center; text-align: center; }
.attendee-badge .first-name { font-size: 28pt; font-weight: 700; line-height: 1.1; overflow-wrap: anywhere; }
.attendee-badge .last-name { font-size: 16pt; line-height: 1.2; overflow-wrap: anywhere; }
`;

export function AttendeeBadge({ attendee, logos }: { attendee: BadgeAttendee; logos: BadgeLogos }) {
  return (
    <div className="attendee-badge">
      <div className="logos">
        {logos.logo1 ? <img src={logos.logo1} alt="" /> : <span />}
        {logos.logo2 ? <img src={logos.logo2} alt="" /> : <span />}
      </div>
      <div className="names">
        <div className="first-name">{formatName(attendee.first_name)}</div>
        <div className="last-name">{formatName(attendee.last_name)}</div>
      </div>
    </div>
  );
}

/** Name badges for the given attendees: two logos and the first and last names. */
export function AttendeeBadgeSheet({
  attendees,
  logos,
  ref,
}: {
  attendees: readonly BadgeAttendee[];
  logos: BadgeLogos;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref}>
      <style>{ATTENDEE_BADGE_CSS}</style>
      <BadgeSheet
        items={attendees}
        getKey={(a) => a._id}
        renderBadge={(attendee) => <AttendeeBadge attendee={attendee} logos={logos} />}
      />
    </div>
  );
}
