import {
  type BusinessDetails,
  type BusinessDetailsEdit,
  businessDetailsEditSchema,
  businessNumberPlaceholder,
} from '@edu/shared';

export type BusinessDetailsField = keyof BusinessDetailsEdit;

type FieldEntry = {
  field: BusinessDetailsField;
  label: string;
  /** The most characters the server keeps. */
  maxLength: number;
  hint?: string;
  /** Spans both columns on a wide screen. */
  wide?: boolean;
};

/** The form's parts, in the order the server checks the fields. */
export const businessDetailsSections: { title: string; description: string; fields: FieldEntry[] }[] = [
  {
    title: '기본 정보',
    description: '사이트 하단과 주문 거래명세서에 공급자 정보로 보입니다.',
    fields: [
      { field: 'organisation', label: '상호', maxLength: 100 },
      { field: 'representative', label: '대표자', maxLength: 50 },
      {
        field: 'businessNumber',
        label: '사업자등록번호',
        maxLength: 12,
        hint: '숫자 10자리입니다. 저장하면 000-00-00000 형식으로 바뀝니다.',
      },
      {
        field: 'mailOrderNumber',
        label: '통신판매업 신고번호',
        maxLength: 50,
        hint: '예: 2023-서울종로-0123',
      },
      { field: 'address', label: '사업장 주소', maxLength: 200, wide: true },
    ],
  },
  {
    title: '연락처',
    description: '대표 전화는 고객센터 번호로도 보입니다.',
    fields: [
      { field: 'phone', label: '대표 전화', maxLength: 20, hint: '예: 02-1234-5678' },
      { field: 'email', label: '이메일', maxLength: 100 },
      {
        field: 'customerCentreHours',
        label: '고객센터 운영 시간',
        maxLength: 100,
        wide: true,
        hint: '예: 평일 10:00 ~ 17:00 (주말 및 공휴일 휴무)',
      },
    ],
  },
  {
    title: '호스팅 및 사업자정보확인',
    description: '전자상거래법에 따라 사이트 하단에 함께 표시합니다.',
    fields: [
      {
        field: 'hostingProvider',
        label: '호스팅 서비스 제공자',
        maxLength: 100,
        wide: true,
        hint: '사이트 서버를 제공하는 회사입니다. 예: Amazon Web Services, Inc.',
      },
      {
        field: 'ftcInfoUrl',
        label: '사업자정보확인 주소',
        maxLength: 300,
        wide: true,
        hint: `공정거래위원회 사업자정보 공개 페이지입니다. ${businessNumberPlaceholder} 자리에 사업자등록번호 숫자가 들어갑니다.`,
      },
    ],
  },
];

/** The form's values of stored details (everything but the date of the last save). */
export function editOf({ updated_date: _saved, ...edit }: BusinessDetails): BusinessDetailsEdit {
  return edit;
}

/** The first field the server would refuse, with its message (the shared contract's check); null when it may be sent. */
export function businessDetailsProblem(
  edit: BusinessDetailsEdit,
): { field: BusinessDetailsField; message: string } | null {
  const parsed = businessDetailsEditSchema.safeParse(edit);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return { field: issue?.path[0] as BusinessDetailsField, message: issue?.message ?? '' };
}
