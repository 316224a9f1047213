import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the sign-in, sign-up and password-reset screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="relative isolate px-4 py-12 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-indigo-500/10 to-transparent"
      />
      <div className="mx-auto w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-xl shadow-indigo-950/5 sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        {children}
        {footer && (
          <div className="mt-6 border-t border-border pt-5 text-center text-sm">{footer}</div>
        )}
      </div>
    </div>
  );
}
