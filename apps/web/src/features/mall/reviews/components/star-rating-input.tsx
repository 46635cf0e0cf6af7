import { useId } from 'react';

const stars = [1, 2, 3, 4, 5] as const;

/**
 * 별점 of a review: five stars to choose from, as a group of radio buttons named "1점" to "5점" (arrow
 * keys move between them); the stars up to the chosen one are lit.
 */
export function StarRatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">별점</legend>
      <div className="mt-1 flex items-center gap-3">
        <div className="flex">
          {stars.map((star) => (
            <label
              key={star}
              className="relative rounded px-0.5 text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="reviewRating"
                id={`${name}-${star}`}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                // Invisible but over its star: the star itself is what is clicked or tapped.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span aria-hidden="true" className={star <= value ? 'text-amber-400' : 'text-slate-300'}>
                ★
              </span>
              <span className="sr-only">{star}점</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-slate-600">{value > 0 ? `${value}점` : '별을 눌러 골라 주세요.'}</span>
      </div>
    </fieldset>
  );
}
