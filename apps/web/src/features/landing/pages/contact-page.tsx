export function ContactPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center sm:py-32">
      <title>Contact · cvforge</title>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Contact page coming soon...
      </h1>
    </section>
  );
}
