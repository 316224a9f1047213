import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { ATS_SLIDES, type AtsSlide } from '../content/ats-slides';
import { AtsSlideCard } from './ats-slide-card';

const arrowButton =
  'grid size-9 place-items-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Example ATS reports: prev/next buttons, dots, and ArrowLeft/ArrowRight while focused. */
export function AtsCarousel({ slides = ATS_SLIDES }: { slides?: readonly AtsSlide[] }) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const goTo = (next: number) => setIndex(((next % count) + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === 'ArrowRight') goTo(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys, see tabIndex
    <section
      aria-roledescription="carousel"
      aria-label="Example ATS reports"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so ArrowLeft/ArrowRight work on the carousel
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className="rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <div className="overflow-hidden rounded-2xl">
        <div
          aria-live="polite"
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.role}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
              className="w-full shrink-0"
            >
              <AtsSlideCard slide={slide} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous slide"
          onClick={() => goTo(index - 1)}
          className={arrowButton}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.role}
              type="button"
              aria-label={`Go to slide ${slideIndex + 1}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => goTo(slideIndex)}
              className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  slideIndex === index
                    ? 'w-6 bg-primary dark:bg-indigo-400'
                    : 'w-2 bg-muted-foreground/40',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="Next slide"
          onClick={() => goTo(index + 1)}
          className={arrowButton}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
