import type * as React from "react";

/**
 * Small line icons of the share pages and the track tables (src/ui/track); decorative, so hidden
 * from assistive technology.
 */
function Icon({
  children,
  className = "size-4",
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const ChevronIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ArrowIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const PlaneIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M10.5 13.5L3 11l1.5-1.5 7 .5 4-4.5a2 2 0 013 3l-4.5 4 .5 7L13 21l-2.5-7.5z" />
  </Icon>
);

export const ShipIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3 17l2 3h14l2-3-9-3-9 3zM6 15V9h12v6M12 9V4M9 6h6" />
  </Icon>
);

export const TruckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z" />
  </Icon>
);

export const FileIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M14 3H6a1 1 0 00-1 1v16a1 1 0 001 1h12a1 1 0 001-1V8l-5-5zM14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const ExternalIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
  </Icon>
);

export const DownloadIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);

export const AlertIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M12 3l9.5 17h-19L12 3zM12 10v4M12 17.5v.01" />
  </Icon>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const ClockIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

export const LinkOffIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <path d="M9 15l-1.5 1.5a3.5 3.5 0 01-5-5L6 8M15 9l1.5-1.5a3.5 3.5 0 015 5L18 16M4 4l16 16" />
  </Icon>
);
