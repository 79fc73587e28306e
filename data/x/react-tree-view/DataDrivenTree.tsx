import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { TreeView } from '@mui/x-tree-view/TreeView';

interface Node {
  id: string;
  name: string;
  children?: Node[];
}

const continents: Node[] = [
  {
    id: 'europe',
    name: 'Europe',
    children: [
      {
        id: 'fr',
        name: 'France',
        children: [
          { id: 'lyon', name: 'Lyon' },
          { id: 'paris', name: 'Paris' },
        ],
      },
      { id: 'pt', name: 'Portugal', children: [{ id: 'porto', name: 'Porto' }] },
    ],
  },
  {
    id: 'asia',
    name: 'Asia',
    children: [{ id: 'jp', name: 'Japan', children: [{ id: 'osaka', name: 'Osaka' }] }],
  },
];

function renderTree(nodes: Node[]) {
  return nodes.map((node) => (
    <TreeItem key={node.id} nodeId={node.id} label={node.name}>
      {node.children ? renderTree(node.children) : null}
    </TreeItem>
  ));
}

export default function DataDrivenTree() {
  return (
    <TreeView
      aria-label="Offices by continent"
      defaultCollapseIcon={<span aria-hidden="true">▾</span>}
      defaultExpandIcon={<span aria-hidden="true">▸</span>}
      defaultExpanded={['europe']}
    >
      {renderTree(continents)}
    </TreeView>
  );
}
