/** Naver and kakao login buttons, shared by the login window and the /login page. */
export function SocialLoginLinks() {
  return (
    <div className="mt-4 grid grid-cols-2 gap-2">
      {/* Full page navigations: the server runs the OAuth round trip and comes back with the session cookie. */}
      <a
        href="/api/oauth/naver/start"
        className="rounded-lg bg-[#03C75A] px-3 py-2.5 text-center text-sm font-semibold text-black hover:brightness-95"
      >
        네이버 로그인
      </a>
      <a
        href="/api/oauth/kakao/start"
        className="rounded-lg bg-[#FEE500] px-3 py-2.5 text-center text-sm font-semibold text-[#191919] hover:brightness-95"
      >
        카카오 로그인
      </a>
    </div>
  );
}
