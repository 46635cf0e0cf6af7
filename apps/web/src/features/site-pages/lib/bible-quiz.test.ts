import { describe, expect, it } from 'vitest';
import {
  bibleQuiz,
  initialQuizState,
  playQuiz,
  type QuizQuestion,
  type QuizState,
  resultMessage,
} from './bible-quiz';

const questions: QuizQuestion[] = [
  { question: '첫째 문제', choices: ['가', '나', '다'], answer: 1, verse: '창세기 1장 1절' },
  { question: '둘째 문제', choices: ['가', '나'], answer: 0, verse: '창세기 1장 2절' },
];

const play = (state: QuizState, ...actions: Parameters<typeof playQuiz>[1][]) =>
  actions.reduce((current, action) => playQuiz(current, action, questions), state);

describe('the Bible quiz questions', () => {
  it('has eight to ten questions, each with distinct choices and a valid answer', () => {
    expect(bibleQuiz.length).toBeGreaterThanOrEqual(8);
    expect(bibleQuiz.length).toBeLessThanOrEqual(10);
    for (const question of bibleQuiz) {
      expect(question.choices.length).toBeGreaterThanOrEqual(3);
      expect(new Set(question.choices).size).toBe(question.choices.length);
      expect(question.choices[question.answer]).toBeDefined();
      expect(question.verse).not.toBe('');
    }
    expect(new Set(bibleQuiz.map((question) => question.question)).size).toBe(bibleQuiz.length);
  });

  it('does not always put the answer in the same place', () => {
    expect(new Set(bibleQuiz.map((question) => question.answer)).size).toBeGreaterThan(2);
  });
});

describe('playing the quiz', () => {
  it('starts at the first question with no points', () => {
    expect(play(initialQuizState, { type: 'start' })).toEqual({
      phase: 'question',
      index: 0,
      score: 0,
      picked: null,
    });
  });

  it('gives a point for the right answer and none for a wrong one', () => {
    const right = play(initialQuizState, { type: 'start' }, { type: 'pick', choice: 1 });
    expect(right).toMatchObject({ picked: 1, score: 1 });
    const wrong = play(initialQuizState, { type: 'start' }, { type: 'pick', choice: 2 });
    expect(wrong).toMatchObject({ picked: 2, score: 0 });
  });

  it('takes only the first answer of a question', () => {
    const state = play(initialQuizState, { type: 'start' }, { type: 'pick', choice: 0 });
    expect(playQuiz(state, { type: 'pick', choice: 1 }, questions)).toBe(state);
  });

  it('ignores a choice that is not there', () => {
    const started = play(initialQuizState, { type: 'start' });
    expect(playQuiz(started, { type: 'pick', choice: 3 }, questions)).toBe(started);
    expect(playQuiz(started, { type: 'pick', choice: -1 }, questions)).toBe(started);
  });

  it('moves on only after an answer', () => {
    const started = play(initialQuizState, { type: 'start' });
    expect(playQuiz(started, { type: 'next' }, questions)).toBe(started);
    expect(play(started, { type: 'pick', choice: 1 }, { type: 'next' })).toEqual({
      phase: 'question',
      index: 1,
      score: 1,
      picked: null,
    });
  });

  it('ends after the last question with the score', () => {
    const ended = play(
      initialQuizState,
      { type: 'start' },
      { type: 'pick', choice: 1 },
      { type: 'next' },
      { type: 'pick', choice: 0 },
      { type: 'next' },
    );
    expect(ended).toEqual({ phase: 'end', score: 2 });
    expect(playQuiz(ended, { type: 'next' }, questions)).toBe(ended);
    expect(playQuiz(ended, { type: 'pick', choice: 0 }, questions)).toBe(ended);
  });

  it('starts afresh when played again', () => {
    expect(play({ phase: 'end', score: 2 }, { type: 'start' })).toEqual({
      phase: 'question',
      index: 0,
      score: 0,
      picked: null,
    });
  });

  it('plays the real questions from start to end', () => {
    let state = playQuiz(initialQuizState, { type: 'start' });
    for (const question of bibleQuiz) {
      state = playQuiz(state, { type: 'pick', choice: question.answer });
      state = playQuiz(state, { type: 'next' });
    }
    expect(state).toEqual({ phase: 'end', score: bibleQuiz.length });
  });
});

describe('the end screen cheer', () => {
  it('depends on the share of right answers', () => {
    expect(resultMessage(10, 10)).toContain('모두 맞혔어요');
    expect(resultMessage(7, 10)).toContain('정말 잘했어요');
    expect(resultMessage(4, 10)).toMatch(/^잘했어요/);
    expect(resultMessage(0, 10)).toContain('다시 도전');
  });
});
