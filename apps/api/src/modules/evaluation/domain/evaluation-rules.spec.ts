import { typeOfRating } from './evaluation-rules';

describe('review rules', () => {
  it('derives the type from the rating', () => {
    expect([1, 2, 3, 4, 5].map(typeOfRating)).toEqual([3, 2, 2, 1, 1]);
  });
});
