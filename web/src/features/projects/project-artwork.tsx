// Drawn artwork for a project without a photo: a category colour and pictogram, so a
// course added without an image still looks intentional (no downloaded stock images).
import type { ProjectCategory } from '../../gql/graphql';

const PALETTE: Record<ProjectCategory, [string, string]> = {
  education: ['#a30000', '#d33a2c'],
  health: ['#8f1020', '#cc0000'],
  social: ['#6b1d3a', '#b3325a'],
  emergency: ['#7a1a00', '#d9480f'],
  other: ['#3d4450', '#6b7583'],
};

const PICTOGRAMS: Record<ProjectCategory, string> = {
  // open book
  education:
    'M-70 -38 C-40 -50 -14 -46 0 -32 C14 -46 40 -50 70 -38 L70 42 C40 30 14 34 0 48 C-14 34 -40 30 -70 42 Z M0 -32 L0 48',
  // heart with pulse line
  health:
    'M0 44 C-60 4 -76 -24 -56 -44 C-38 -60 -14 -52 0 -34 C14 -52 38 -60 56 -44 C76 -24 60 4 0 44 Z M-64 -6 L-26 -6 L-14 -26 L2 14 L14 -6 L64 -6',
  // two joined hands (circles and arms)
  social:
    'M-36 -40 A16 16 0 1 1 -36 -8 A16 16 0 1 1 -36 -40 Z M36 -40 A16 16 0 1 1 36 -8 A16 16 0 1 1 36 -40 Z M-70 48 C-70 10 -52 2 -36 2 C-20 2 -8 12 0 24 C8 12 20 2 36 2 C52 2 70 10 70 48',
  // warning triangle
  emergency: 'M0 -52 L62 46 L-62 46 Z M0 -16 L0 14 M0 28 L0 30',
  // star
  other: 'M0 -50 L14 -14 L52 -14 L22 8 L34 46 L0 24 L-34 46 L-22 8 L-52 -14 L-14 -14 Z',
};

export function ProjectArtwork({
  category,
  className,
}: {
  category: ProjectCategory;
  className?: string;
}) {
  const [dark, light] = PALETTE[category];
  const gradientId = `project-art-${category}`;
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
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={dark} />
          <stop offset="1" stopColor={light} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${gradientId})`} />
      <circle cx="560" cy="40" r="120" fill="#fff" opacity="0.08" />
      <circle cx="60" cy="340" r="90" fill="#fff" opacity="0.06" />
      <path
        d="M560 250 h20 v-20 h20 v20 h20 v20 h-20 v20 h-20 v-20 h-20 Z"
        fill="#fff"
        opacity="0.25"
      />
      <g transform="translate(320 180)">
        <circle r="100" fill="#fff" opacity="0.14" />
        <path
          d={PICTOGRAMS[category]}
          fill="none"
          stroke="#fff"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
