/** A rating as shown: always one decimal ("4.0", "4.5"). */
export const ratingText = (rating: number): string => rating.toFixed(1);
