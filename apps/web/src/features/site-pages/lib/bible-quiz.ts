/** One multiple-choice question of the children's Bible quiz (/game). */
export type QuizQuestion = {
  question: string;
  choices: readonly string[];
  /** Index of the right choice. */
  answer: number;
  /** Where the story is told, shown with the answer. */
  verse: string;
};

/** Ten questions about well-known Bible stories, worded for children. */
export const bibleQuiz: readonly QuizQuestion[] = [
  {
    question: '하나님이 세상을 지으시고 일곱째 날에는 무엇을 하셨을까요?',
    choices: ['바다를 만드셨어요', '쉬셨어요', '사람을 만드셨어요', '별을 만드셨어요'],
    answer: 1,
    verse: '창세기 2장 2절',
  },
  {
    question: '하나님의 말씀대로 커다란 방주를 만든 사람은 누구일까요?',
    choices: ['모세', '다윗', '노아', '요나'],
    answer: 2,
    verse: '창세기 6장 14절',
  },
  {
    question: '큰 홍수가 끝난 뒤, 하나님이 약속의 표시로 하늘에 보여 주신 것은 무엇일까요?',
    choices: ['무지개', '해', '달', '번개'],
    answer: 0,
    verse: '창세기 9장 13절',
  },
  {
    question: '아기 모세는 무엇에 담겨 나일강 가에 놓였을까요?',
    choices: ['나무 배', '물 항아리', '양털 이불', '갈대 상자'],
    answer: 3,
    verse: '출애굽기 2장 3절',
  },
  {
    question: '소년 다윗이 거인 골리앗을 이길 때 쓴 것은 무엇일까요?',
    choices: ['긴 칼', '물맷돌', '활과 화살', '무거운 갑옷'],
    answer: 1,
    verse: '사무엘상 17장 49절',
  },
  {
    question: '하나님의 말씀을 피해 도망가다가 큰 물고기 배 속에서 사흘 밤낮을 지낸 사람은 누구일까요?',
    choices: ['요나', '베드로', '엘리야', '다니엘'],
    answer: 0,
    verse: '요나 1장 17절',
  },
  {
    question: '하루에 세 번씩 하나님께 기도하던 다니엘은 어디에 던져졌을까요?',
    choices: ['깊은 우물', '뜨거운 풀무불', '사자 굴', '높은 성벽'],
    answer: 2,
    verse: '다니엘 6장 16절',
  },
  {
    question: '아기 예수님이 태어나셨을 때 누우신 곳은 어디일까요?',
    choices: ['왕궁의 침대', '성전', '고기잡이 배', '구유'],
    answer: 3,
    verse: '누가복음 2장 7절',
  },
  {
    question: '한 아이가 드린 보리떡 다섯 개와 물고기 두 마리로 예수님이 배불리 먹이신 사람은 몇 명쯤일까요?',
    choices: ['열두 명', '오십 명', '오천 명', '백 명'],
    answer: 2,
    verse: '요한복음 6장 9~10절',
  },
  {
    question: '물 위를 걸어오시는 예수님께 가려고 배에서 내려 물 위를 걸었던 제자는 누구일까요?',
    choices: ['베드로', '도마', '마태', '요한'],
    answer: 0,
    verse: '마태복음 14장 29절',
  },
];

/** Where a game stands: the start screen, a question (answered once `picked` is set), or the end. */
export type QuizState =
  | { phase: 'start' }
  | { phase: 'question'; index: number; score: number; picked: number | null }
  | { phase: 'end'; score: number };

export type QuizAction = { type: 'start' } | { type: 'pick'; choice: number } | { type: 'next' };

export const initialQuizState: QuizState = { phase: 'start' };

export const isCorrect = (question: QuizQuestion, choice: number): boolean => question.answer === choice;

/**
 * The next state of a game. A question is answered once (a point when right); "next" moves on only after
 * an answer, and after the last question it ends the game. Anything else leaves the state as it is.
 */
export function playQuiz(
  state: QuizState,
  action: QuizAction,
  questions: readonly QuizQuestion[] = bibleQuiz,
): QuizState {
  switch (action.type) {
    case 'start':
      return questions.length ? { phase: 'question', index: 0, score: 0, picked: null } : state;
    case 'pick': {
      if (state.phase !== 'question' || state.picked !== null) return state;
      const question = questions[state.index];
      if (!question || !Number.isInteger(action.choice)) return state;
      if (action.choice < 0 || action.choice >= question.choices.length) return state;
      const point = isCorrect(question, action.choice) ? 1 : 0;
      return { ...state, picked: action.choice, score: state.score + point };
    }
    case 'next':
      if (state.phase !== 'question' || state.picked === null) return state;
      if (state.index + 1 >= questions.length) return { phase: 'end', score: state.score };
      return { phase: 'question', index: state.index + 1, score: state.score, picked: null };
  }
}

/** The cheer of the end screen, by the share of right answers. */
export function resultMessage(score: number, total: number): string {
  if (total > 0 && score >= total) return '모두 맞혔어요! 성경 이야기 박사님이에요.';
  if (score >= total * 0.7) return '정말 잘했어요! 성경 이야기를 잘 알고 있네요.';
  if (score >= total * 0.4) return '잘했어요! 성경 이야기를 더 읽어 보면 다 맞힐 수 있어요.';
  return '괜찮아요! 성경 이야기를 함께 읽고 다시 도전해 봐요.';
}
