import { cn } from '@/lib/cn';

/** The cvforge mark and word; decorative mark, readable word. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-500/30"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="none">
          <path
            d="M7 4h7l4 4v11a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z"
            fill="currentColor"
          />
          <path d="M9 12h6M9 15h6M9 9h3" stroke="#4f46e5" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </span>
      <span className="text-[1.05rem]">cvforge</span>
    </span>
  );
}
