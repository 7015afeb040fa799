// Drawn artwork for a news item without a photo (no downloaded images).
export function NewsArtwork({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 640 360"
      width="640"
      height="360"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="news-art" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7a0000" />
          <stop offset="1" stopColor="#cc0000" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#news-art)" />
      <circle cx="590" cy="30" r="130" fill="#fff" opacity="0.07" />
      <g
        transform="translate(215 95)"
        fill="none"
        stroke="#fff"
        strokeWidth="8"
        strokeLinejoin="round"
      >
        <rect x="20" y="0" width="190" height="170" rx="10" />
        <path d="M20 40 H0 V150 a20 20 0 0 0 40 0" />
        <path d="M50 35 h130 M50 65 h60 M50 95 h60 M50 125 h130" strokeLinecap="round" />
        <path d="M130 60 h50 v40 h-50 z" />
      </g>
      <path
        d="M548 268 h22 v-22 h20 v22 h22 v20 h-22 v22 h-20 v-22 h-22 Z"
        fill="#fff"
        opacity="0.3"
      />
    </svg>
  );
}
