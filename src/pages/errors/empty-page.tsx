/** `/emptyPage`: a deliberately blank page inside the layout (used as a placeholder target by menus). */
export function EmptyPage() {
  return <div data-testid="empty-page" />;
}

export default EmptyPage;
