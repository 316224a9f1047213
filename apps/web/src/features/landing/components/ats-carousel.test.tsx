import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AtsCarousel } from './ats-carousel';

function visibleSlide() {
  return screen.getByRole('group');
}

function expectSlide(position: number, score: string) {
  expect(visibleSlide()).toHaveAccessibleName(`${position} of 3`);
  expect(visibleSlide()).toHaveTextContent(score);
  for (let dot = 1; dot <= 3; dot += 1) {
    const button = screen.getByRole('button', { name: `Go to slide ${dot}` });
    if (dot === position) expect(button).toHaveAttribute('aria-current', 'true');
    else expect(button).not.toHaveAttribute('aria-current');
  }
}

describe('AtsCarousel', () => {
  it('is a labelled carousel region showing one slide at a time', () => {
    render(<AtsCarousel />);
    const region = screen.getByRole('region', { name: 'Example ATS reports' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expectSlide(1, '98%');
  });

  it('moves with ArrowRight / ArrowLeft while focused, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<AtsCarousel />);
    screen.getByRole('region', { name: 'Example ATS reports' }).focus();

    await user.keyboard('{ArrowRight}');
    expectSlide(2, '91%');
    await user.keyboard('{ArrowRight}');
    expectSlide(3, '95%');
    await user.keyboard('{ArrowRight}');
    expectSlide(1, '98%');
    await user.keyboard('{ArrowLeft}');
    expectSlide(3, '95%');
  });

  it('ignores arrow keys when the carousel is not focused', async () => {
    const user = userEvent.setup();
    render(<AtsCarousel />);
    await user.keyboard('{ArrowRight}');
    expectSlide(1, '98%');
  });

  it('jumps with the dots and steps with the prev/next buttons', async () => {
    const user = userEvent.setup();
    render(<AtsCarousel />);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expectSlide(3, '95%');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expectSlide(2, '91%');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expectSlide(3, '95%');
  });
});
