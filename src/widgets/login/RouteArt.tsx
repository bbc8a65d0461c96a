/** A quiet drawing of routes between hubs: air arc, sea line, rail dashes. */
export default function RouteArt() {
  return (
    <svg
      viewBox="0 0 400 260"
      className="relative -mx-4 my-6 w-[calc(100%+2rem)] text-white/80"
      aria-hidden="true"
      fill="none"
    >
      <path
        d="M30 200 Q200 -10 370 150"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray="2 6"
        strokeLinecap="round"
      />
      <path
        d="M30 200 C140 230 260 230 370 150"
        stroke="currentColor"
        strokeOpacity="0.5"
        strokeWidth="1.5"
      />
      <path
        d="M30 200 L370 150"
        stroke="currentColor"
        strokeOpacity="0.35"
        strokeWidth="3"
        strokeDasharray="10 6"
      />
      <circle cx="30" cy="200" r="7" fill="currentColor" />
      <circle cx="370" cy="150" r="7" fill="currentColor" />
      <circle cx="205" cy="95" r="4" fill="currentColor" />
      <path d="M196 92l14-4-5 10z" fill="currentColor" />
    </svg>
  );
}
