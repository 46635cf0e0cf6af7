import { communityMessages } from '@edu/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useDialog } from '@/components/ui/dialog-provider';
import { useAccount } from '@/features/accounts';
import { usePost } from '../api/get-post';
import { useGoBack } from '../lib/go-back';
import { writableBoards } from '../lib/permissions';
import { PostForm } from './post-form';

/** /community/write/{postId?}: a new post (board from ?boardId=), or the edit form of one's own post. */
export function PostWrite({ postId }: { postId?: number }) {
  const { account, isPending } = useAccount();
  const [searchParams] = useSearchParams();
  const post = usePost(postId ?? 0, { purpose: 'edit', enabled: postId !== undefined });
  const dialog = useDialog();
  const goBack = useGoBack();
  const told = useRef(false);
  const level = account?.mlevel ?? 0;
  const refusal =
    postId === undefined
      ? writableBoards(level).length === 0 && account
        ? communityMessages.noPermissionToWrite
        : null
      : post.isError
        ? post.error.message
        : post.data && !post.data.post.canEdit
          ? communityMessages.noPermissionToChange
          : null;

  useEffect(() => {
    if (!refusal || told.current) return;
    told.current = true;
    void dialog.alert(refusal).then(() => goBack('/community/1'));
  }, [refusal, dialog, goBack]);

  if (isPending || !account || refusal || (postId !== undefined && !post.data)) return <PageLoading />;

  if (postId !== undefined && post.data) {
    const { post: stored } = post.data;
    return (
      <PostForm
        postId={postId}
        level={level}
        currentThumbnail={stored.postThumbnail}
        storedAttachments={stored.attachments}
        initial={{
          boardId: stored.boardId,
          postTitle: stored.postTitle,
          postContent: stored.postContent,
          isSecret: stored.isSecret,
          isPin: stored.isPin,
        }}
      />
    );
  }
  const asked = Number(searchParams.get('boardId'));
  const boardId = writableBoards(level).includes(asked as never) ? asked : null;
  return (
    <PostForm
      level={level}
      currentThumbnail={null}
      initial={{ boardId, postTitle: '', postContent: '', isSecret: false, isPin: false }}
    />
  );
}
